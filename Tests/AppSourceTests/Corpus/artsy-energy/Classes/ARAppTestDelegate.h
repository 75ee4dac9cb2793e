/// NOOP for tests

@interface ARAppTestDelegate : NSObject <UIApplicationDelegate>

@end
