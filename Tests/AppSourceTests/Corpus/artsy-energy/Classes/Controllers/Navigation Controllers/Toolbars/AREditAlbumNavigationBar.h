#import "ARNavigationBar.h"


@interface AREditAlbumNavigationBar : ARNavigationBar

@end
