#import "ARNavigationBar.h"


/// This is a custom toolbar for use in the settings split view controller. It's a subclass of ARNavigation Bar so that it aligns properly with the ARNavigationBar of ARTopViewController.
@interface ARSettingsNavigationBar : ARNavigationBar

@end
