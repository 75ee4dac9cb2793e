#import "_AlbumEdit.h"


@interface AlbumEdit : _AlbumEdit

@end
