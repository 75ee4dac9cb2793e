#import <DRBOperationTree/DRBOperationTree.h>


@interface ARShowArtworksDownloader : NSObject <DRBOperationProvider>

@end
