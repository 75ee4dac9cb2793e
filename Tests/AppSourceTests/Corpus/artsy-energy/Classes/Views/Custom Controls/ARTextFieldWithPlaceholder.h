#import <UIKit/UIKit.h>


@interface ARTextFieldWithPlaceholder : UITextField

@end
