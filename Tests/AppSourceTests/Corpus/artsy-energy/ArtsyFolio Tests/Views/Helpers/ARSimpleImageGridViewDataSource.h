#import "ARGridViewDataSource.h"


@interface ARSimpleImageGridViewDataSource : ARGridViewDataSource

@property (readwrite, nonatomic, copy) NSArray *imageItems;

@end
