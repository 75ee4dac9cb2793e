#import <UIKit/UIKit.h>

extern CGFloat ARTableViewCellSettingsHeight;


@interface ARTableViewCell : UITableViewCell

@property (nonatomic, assign) BOOL useSerifFont;

@end
