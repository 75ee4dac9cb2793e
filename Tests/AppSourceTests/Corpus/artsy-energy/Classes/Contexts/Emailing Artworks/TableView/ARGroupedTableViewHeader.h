#import <UIKit/UIKit.h>


@interface ARGroupedTableViewHeader : UITableViewHeaderFooterView

@end
