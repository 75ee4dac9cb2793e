#import "BTMockOpenURLContext.h"
#import "BTExceptionCatcher.h"
