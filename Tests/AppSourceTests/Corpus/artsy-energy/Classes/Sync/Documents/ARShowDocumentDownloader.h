#import "ARIDMapperDownloader.h"

@class ARSyncDeleter;


@interface ARShowDocumentDownloader : ARIDMapperDownloader
@end
