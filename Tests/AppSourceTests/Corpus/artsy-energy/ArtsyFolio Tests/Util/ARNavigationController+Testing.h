#import "ARNavigationController.h"


@interface ARNavigationController (Testing)

+ (instancetype)onscreenNavigationController;
+ (instancetype)onscreenNavigationControllerWithRootViewController:(UIViewController *)controller;

@end
