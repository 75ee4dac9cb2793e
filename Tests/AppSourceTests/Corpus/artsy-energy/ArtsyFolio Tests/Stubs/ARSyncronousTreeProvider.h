#import <DRBOperationTree/DRBOperationTree.h>


@interface ARSyncronousTreeProvider : NSObject <DRBOperationProvider>

@end
