#import "_SyncLog.h"


@interface SyncLog : _SyncLog

@end
