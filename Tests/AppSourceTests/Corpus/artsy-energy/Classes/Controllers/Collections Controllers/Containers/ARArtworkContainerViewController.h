#import "ARGridViewController.h"


@interface ARArtworkContainerViewController : ARGridViewController
- (instancetype)initWithArtworkContainer:(ARManagedObject<ARArtworkContainer> *)container;
@end
