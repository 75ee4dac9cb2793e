#import <DRBOperationTree/DRBOperationTree.h>


@interface ARDocumentThumbnailCreator : NSObject <DRBOperationProvider>

@end
