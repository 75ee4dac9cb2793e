#import <DRBOperationTree/DRBOperationTree.h>

/// This overrides enqueueOperationsForObject and enqueueOperationForObject and makes them synchronous


@interface ARStubbedDRBOperation : DRBOperationTree
@end
