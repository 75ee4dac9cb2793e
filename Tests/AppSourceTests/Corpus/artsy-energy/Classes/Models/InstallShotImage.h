#import "_InstallShotImage.h"


@interface InstallShotImage : _InstallShotImage <ARGridViewItem, ARMultipleSelectionItem>

@end
