#import <Foundation/Foundation.h>
#import <ARAnalytics/ARAnalyticalProvider.h>


@interface ARSentryAnalyticsProvider : ARAnalyticalProvider
- (id)initWithDSN:(NSString *)DSN;
@end
