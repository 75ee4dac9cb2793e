#import <UIKit/UIKit.h>


@interface UIDevice (Testing)

+ (BOOL)isRunningUnitTests;

@end
