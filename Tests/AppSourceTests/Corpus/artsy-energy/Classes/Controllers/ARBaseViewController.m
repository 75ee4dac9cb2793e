#import "ARNavigationController.h"
#import "ARTitleLabel.h"
#import "ARSwitchBoard.h"

CGFloat ARToolbarButtonDimension = 43;


@implementation ARBaseViewController

@end
