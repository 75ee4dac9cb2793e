#import "ARFolioMessageViewController.h"

@interface ARZeroStateMessageViewController : ARFolioMessageViewController

@end
