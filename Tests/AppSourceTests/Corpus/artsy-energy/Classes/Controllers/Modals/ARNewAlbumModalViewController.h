#import "ARPromptAlertViewController.h"


@interface ARNewAlbumModalViewController : ARPromptAlertViewController
@end
