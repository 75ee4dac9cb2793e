#import <UIKit/UIKit.h>


@interface UIImage (ImageWithColor)
+ (UIImage *)imageFromColor:(UIColor *)color;
@end
