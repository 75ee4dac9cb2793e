#import <DRBOperationTree/DRBOperationTree.h>


@interface ARLocationArtworksDownloader : NSObject <DRBOperationProvider>

@end
