#import "AlbumDelete.h"


@implementation AlbumDelete

@end
