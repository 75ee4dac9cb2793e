#import <UIKit/UIKit.h>


@interface ARSansSerifTextField : UITextField
@end
