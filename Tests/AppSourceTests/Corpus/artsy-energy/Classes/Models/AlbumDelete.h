#import "_AlbumDelete.h"


@interface AlbumDelete : _AlbumDelete

@end
