#import <UIKit/UIKit.h>


@interface UIDevice (UserAgent)
+ (NSString *)userAgent;
@end
