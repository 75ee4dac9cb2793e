#import "ARTileArchive.h"


@implementation ARTileArchive
@end
