#import <DRBOperationTree/DRBOperationTree.h>


@interface ARImageThumbnailCreator : NSObject <DRBOperationProvider>

@end
