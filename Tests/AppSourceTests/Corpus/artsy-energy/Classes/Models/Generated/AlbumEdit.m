#import "AlbumEdit.h"


@implementation AlbumEdit

@end
