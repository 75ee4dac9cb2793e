#import "ARTabbedViewController.h"


@interface ARArtistViewController : ARTabbedViewController
- (instancetype)initWithArtist:(Artist *)artist;
@end
