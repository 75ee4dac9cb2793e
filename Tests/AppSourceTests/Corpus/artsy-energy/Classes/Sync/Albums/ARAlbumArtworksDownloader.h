#import <DRBOperationTree/DRBOperationTree.h>


@interface ARAlbumArtworksDownloader : NSObject <DRBOperationProvider>

@end
