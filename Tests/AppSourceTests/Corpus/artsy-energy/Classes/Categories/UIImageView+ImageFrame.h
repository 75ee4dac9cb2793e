#import <UIKit/UIKit.h>


@interface UIImageView (ImageFrame)
- (CGRect)frameForImage;
@end
