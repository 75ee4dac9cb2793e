#import <UIKit/UIKit.h>


@interface ARDebugPlaceholderView : UIView

- (instancetype)initWithSize:(CGSize)size color:(UIColor *)color;

@end
