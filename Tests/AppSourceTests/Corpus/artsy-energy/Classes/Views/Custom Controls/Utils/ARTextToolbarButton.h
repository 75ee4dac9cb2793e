#import "ARToolbarButton.h"

// This is just used in ARTheme & UIBarButtonItem+toolbarHelpers for scoping
// the text buttons in UIAppearance


@interface ARTextToolbarButton : ARToolbarButton
@end
