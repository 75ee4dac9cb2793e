#import <UIKit/UIKit.h>


@interface ARTitleLabel : UILabel

@end
