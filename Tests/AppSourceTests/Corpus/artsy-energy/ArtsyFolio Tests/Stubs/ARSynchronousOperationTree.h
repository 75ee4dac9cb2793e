#import <DRBOperationTree/DRBOperationTree.h>


@interface ARSynchronousOperationTree : DRBOperationTree

@end
