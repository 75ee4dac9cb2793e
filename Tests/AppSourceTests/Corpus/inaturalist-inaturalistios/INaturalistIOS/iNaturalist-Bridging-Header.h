//
//  Use this file to import your target's public headers that you would like to expose to Swift.
//

#import "ExploreTaxonRealm.h"
#import "ConfirmPhotoViewController.h"
#import "ExploreObservationRealm.h"
#import "ObsEditV2ViewController.h"
#import "UIColor+INaturalist.h"
#import "Analytics.h"
#import "ImageStore.h"
#import "CLLocation+EXIFGPSDictionary.h"
#import "UIImage+INaturalist.h"
#import "ExploreLocation.h"
#import "PlaceAPI.h"
#import "PeopleAPI.h"
#import "CLPlacemark+INat.h"
#import "INaturalistAppDelegate.h"
#import "LoginController.h"
#import "ExploreAnnouncement.h"
