#import <Specta/SPTGlobalBeforeAfterEach.h>

@interface ARAppTestSetup: NSObject <SPTGlobalBeforeAfterEach>
@end
