#import <UIKit/UIKit.h>

@interface UITraitCollection (TethysTests)

@property (nonatomic, readwrite) UIForceTouchCapability forceTouchCapability;

@end
