#import "_ArtistDocument.h"


@interface ArtistDocument : _ArtistDocument
@end
