#import "SyncError.h"


@implementation SyncError

@end
