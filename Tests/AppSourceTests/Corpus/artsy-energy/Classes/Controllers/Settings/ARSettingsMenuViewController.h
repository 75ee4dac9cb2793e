#import "ARSettingsMenuViewModel.h"


@interface ARSettingsMenuViewController : UIViewController
@property (nonatomic, strong) ARSettingsMenuViewModel *viewModel;
@end
