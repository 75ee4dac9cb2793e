#import "ARSettingsSplitViewController.h"

@class ARNetworkQualityIndicator;


@interface ARSyncSettingsViewController : UIViewController <ARSettingsDetailViewController, UITableViewDelegate, UITableViewDataSource>


@end
