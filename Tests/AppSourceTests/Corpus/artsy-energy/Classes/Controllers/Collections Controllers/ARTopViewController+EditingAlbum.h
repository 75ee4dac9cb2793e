#import "ARTopViewController.h"


@interface ARTopViewController (EditingAlbum)
- (void)registerForAlbumEditNotifications;
@end
