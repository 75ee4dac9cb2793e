#import "ARTickedTableViewCell.h"


@interface ARGroupedTableViewCell : ARTickedTableViewCell

@property (nonatomic, assign) BOOL isTopCell;

@end
