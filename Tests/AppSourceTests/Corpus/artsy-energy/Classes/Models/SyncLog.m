#import "SyncLog.h"


@implementation SyncLog

@end
