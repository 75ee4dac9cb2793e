#import "ARIDMapperDownloader.h"


@interface ARAlbumDownloader : ARIDMapperDownloader

@end
