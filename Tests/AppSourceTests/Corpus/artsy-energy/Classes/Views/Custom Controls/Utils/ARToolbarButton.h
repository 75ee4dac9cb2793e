#import "ARFlatButton.h"


@interface ARToolbarButton : ARFlatButton

@end
