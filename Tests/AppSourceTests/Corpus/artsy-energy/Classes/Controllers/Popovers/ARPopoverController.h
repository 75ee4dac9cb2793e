#import <WYPopoverController/WYPopoverController.h>


@interface ARPopoverController : WYPopoverController

@end
