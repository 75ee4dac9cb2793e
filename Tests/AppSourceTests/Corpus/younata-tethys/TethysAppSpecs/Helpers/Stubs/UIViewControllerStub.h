#import <UIKit/UIKit.h>

@interface UIViewController (TethysTests)

@property (nonatomic, strong, readonly) UIViewController * _Nullable shownViewController;
@property (nonatomic, strong, readonly) UIViewController * _Nullable shownDetailViewController;

@end
